import { simulatorDocument } from './shell';

const css = `
.layout { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 12px; align-items: start; }
@media (max-width: 700px) { .layout { grid-template-columns: 1fr; } }
.board-wrap { width: min(calc(100vw - 28px), 440px); }
.board { position: relative; display: grid; grid-template-columns: repeat(6, minmax(0, 1fr)); grid-template-rows: repeat(6, minmax(0, 1fr)); aspect-ratio: 1 / 1; width: 100%; background: #e2e8f0; border: 3px solid #334155; border-radius: 10px; overflow: hidden; gap: 2px; }
.cell { position: relative; background: #fff; min-width: 0; min-height: 0; }
.cell.visited { background: #ccfbf1; }
.cell.wall { background: #475569; background-image: repeating-linear-gradient(45deg, rgba(255,255,255,.12) 0 6px, transparent 6px 12px); }
.cell svg { position: absolute; left: 19%; top: 19%; width: 62%; height: 62%; }
.robot { position: absolute; left: 0; top: 0; width: calc(100% / 6); height: calc(100% / 6); transition: transform .35s ease; pointer-events: none; }
.robot .spin { width: 100%; height: 100%; display: flex; align-items: center; justify-content: center; transition: transform .35s ease; }
.robot svg { width: 78%; height: 78%; }
.robot.bump .spin svg { animation: shake .3s 2; }
@keyframes shake { 0%,100% { transform: translateX(0); } 25% { transform: translateX(-8%); } 75% { transform: translateX(8%); } }
.coords { display: flex; justify-content: space-between; margin-top: 4px; }
.controls { display: flex; flex-direction: column; gap: 8px; }
.row { display: flex; gap: 6px; flex-wrap: wrap; align-items: center; }
.cmd { min-width: 92px; font-weight: 600; }
.program { display: flex; flex-wrap: wrap; gap: 4px; min-height: 72px; max-height: 150px; overflow-y: auto; align-content: flex-start; padding: 6px; border: 2px dashed #cbd5e1; border-radius: 10px; background: #f8fafc; }
.chip { font-size: 13px; padding: 3px 7px; border-radius: 999px; background: #e0f2f1; color: #134e4a; border: 1px solid #99f6e4; white-space: nowrap; }
.chip.now { background: var(--accent); color: #fff; }
.chip.err { background: #fee2e2; color: #991b1b; border-color: #fca5a5; }
.chip.done { opacity: .55; }
select { font: inherit; padding: 5px 8px; border-radius: 8px; border: 1px solid #cbd5e1; }
`;

const star = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7-6.2-3.8-6.2 3.8 1.6-7L2 9.2l7.1-.6z" fill="#f59e0b" stroke="#b45309" stroke-width="1"/></svg>';

const body = `
<div class="layout">
  <div class="board-wrap">
    <div class="board" id="board" role="img" aria-label="Robot grid"></div>
    <div class="coords muted"><span id="pos">Robot: column 1, row 6, facing north</span><span id="count">0 commands</span></div>
  </div>
  <div class="controls panel">
    <div class="row"><label for="level"><b>Level</b></label>
      <select id="level"><option value="0">1 · Open field</option><option value="1">2 · The wall</option><option value="2">3 · The maze</option></select>
    </div>
    <div class="row" aria-label="Add a command">
      <button type="button" class="cmd" data-cmd="F">↑ Forward</button>
      <button type="button" class="cmd" data-cmd="L">↺ Left</button>
      <button type="button" class="cmd" data-cmd="R">↻ Right</button>
    </div>
    <div><b>Your program</b> <span class="muted">(arrow keys work too)</span></div>
    <div class="program" id="program" aria-live="polite"></div>
    <div class="row">
      <button type="button" class="primary" id="run">▶ Run</button>
      <button type="button" id="step">Step</button>
      <button type="button" id="reset">Reset robot</button>
      <button type="button" id="undo">Undo</button>
      <button type="button" id="clear">Clear</button>
    </div>
    <div id="msg" class="msg" role="status">Add commands, then press Run. Left and Right turn on the spot.</div>
  </div>
</div>
`;

const script = String.raw`
(function () {
  var STAR = ${JSON.stringify(star)};
  var LEVELS = [
    { dir: 0, map: ['......', '....G.', '......', '......', '......', 'S.....'] },
    { dir: 1, map: ['..#...', '..#.G.', '..#...', '..#...', '......', 'S.....'] },
    { dir: 0, map: ['....#G', '.##.#.', '.#..#.', '.#.##.', '.#....', 'S#.#..'] }
  ];
  var NAMES = { F: '↑ Forward', L: '↺ Left', R: '↻ Right' };
  var DIRS = ['north', 'east', 'south', 'west'], DX = [0, 1, 0, -1], DY = [-1, 0, 1, 0];
  var MAX = 40, SIZE = 6;
  var $ = function (id) { return document.getElementById(id); };
  var board = $('board'), program = [], level, robot, running = false, pc = 0, timer = 0, cells = [];

  var robotEl = document.createElement('div');
  robotEl.className = 'robot';
  robotEl.innerHTML = '<div class="spin"><svg viewBox="0 0 40 40" aria-hidden="true"><path d="M20 2 L27 9 H13 Z" fill="#f97316"/><rect x="7" y="9" width="26" height="24" rx="6" fill="#0f766e" stroke="#134e4a" stroke-width="2"/><circle cx="15" cy="18" r="3.5" fill="#fff"/><circle cx="25" cy="18" r="3.5" fill="#fff"/><circle cx="15" cy="18" r="1.6" fill="#0f172a"/><circle cx="25" cy="18" r="1.6" fill="#0f172a"/><rect x="13" y="25" width="14" height="3" rx="1.5" fill="#99f6e4"/><rect x="3" y="13" width="4" height="16" rx="2" fill="#334155"/><rect x="33" y="13" width="4" height="16" rx="2" fill="#334155"/></svg></div>';

  function cellAt(x, y) { return level.map[y].charAt(x); }
  function loadLevel(i) {
    stop();
    level = LEVELS[i];
    board.textContent = '';
    cells = [];
    for (var y = 0; y < SIZE; y++) {
      for (var x = 0; x < SIZE; x++) {
        var c = document.createElement('div');
        var ch = cellAt(x, y);
        c.className = 'cell' + (ch === '#' ? ' wall' : '');
        if (ch === 'G') c.innerHTML = STAR;
        board.appendChild(c);
        cells.push(c);
      }
    }
    board.appendChild(robotEl);
    resetRobot();
    say('Level ' + (i + 1) + ': get the robot to the star. Left and Right turn on the spot.', '');
  }
  function start() {
    for (var y = 0; y < SIZE; y++) for (var x = 0; x < SIZE; x++) if (cellAt(x, y) === 'S') return { x: x, y: y };
    return { x: 0, y: SIZE - 1 };
  }
  function resetRobot() {
    stop();
    var s = start();
    robot = { x: s.x, y: s.y, dir: level.dir, angle: level.dir * 90 };
    pc = 0;
    cells.forEach(function (c) { c.classList.remove('visited'); });
    mark();
    draw();
    drawProgram();
  }
  function mark() { cells[robot.y * SIZE + robot.x].classList.add('visited'); }
  function draw() {
    robotEl.style.transform = 'translate(' + robot.x * 100 + '%, ' + robot.y * 100 + '%)';
    robotEl.firstChild.style.transform = 'rotate(' + robot.angle + 'deg)';
    $('pos').textContent = 'Robot: column ' + (robot.x + 1) + ', row ' + (robot.y + 1) + ', facing ' + DIRS[robot.dir];
  }
  function say(text, kind) { var m = $('msg'); m.textContent = text; m.className = 'msg' + (kind ? ' ' + kind : ''); }
  function drawProgram(errAt) {
    var box = $('program');
    box.textContent = '';
    program.forEach(function (cmd, i) {
      var s = document.createElement('span');
      s.className = 'chip' + (i === errAt ? ' err' : i < pc ? ' done' : '') + (running && i === pc ? ' now' : '');
      s.textContent = (i + 1) + '. ' + NAMES[cmd];
      box.appendChild(s);
    });
    if (!program.length) { var e = document.createElement('span'); e.className = 'muted'; e.textContent = 'No commands yet.'; box.appendChild(e); }
    $('count').textContent = program.length + (program.length === 1 ? ' command' : ' commands');
    var lock = running;
    document.querySelectorAll('[data-cmd], #undo, #clear, #level').forEach(function (b) { b.disabled = lock; });
    $('run').textContent = running ? '■ Stop' : '▶ Run';
    $('step').disabled = running;
  }
  function add(cmd) {
    if (running) return;
    if (program.length >= MAX) { say('That is a long program! The limit is ' + MAX + ' commands.', 'bad'); return; }
    if (pc > 0) resetRobot();
    program.push(cmd);
    drawProgram();
  }
  // Runs one command; returns false when the program must stop.
  function stepOnce() {
    if (pc >= program.length) { finish(); return false; }
    var cmd = program[pc];
    if (cmd === 'L') { robot.dir = (robot.dir + 3) % 4; robot.angle -= 90; }
    else if (cmd === 'R') { robot.dir = (robot.dir + 1) % 4; robot.angle += 90; }
    else {
      var nx = robot.x + DX[robot.dir], ny = robot.y + DY[robot.dir];
      if (nx < 0 || ny < 0 || nx >= SIZE || ny >= SIZE || cellAt(nx, ny) === '#') {
        robotEl.classList.remove('bump'); void robotEl.offsetWidth; robotEl.classList.add('bump');
        var what = nx < 0 || ny < 0 || nx >= SIZE || ny >= SIZE ? 'the edge' : 'a wall';
        var bad = pc; stop();
        say('Bump! Command ' + (bad + 1) + ' drives into ' + what + '. Fix that step and try again.', 'bad');
        drawProgram(bad);
        return false;
      }
      robot.x = nx; robot.y = ny; mark();
    }
    pc++;
    draw();
    if (cellAt(robot.x, robot.y) === 'G') {
      var used = pc; stop();
      say('You reached the star in ' + used + ' commands! Can you do it with fewer?', 'good');
      pc = used; drawProgram();
      return false;
    }
    drawProgram();
    if (pc >= program.length) { finish(); return false; }
    return true;
  }
  function finish() {
    stop();
    say(program.length ? 'The program ended before the star. Watch where the robot went wrong and debug it.' : 'Add some commands first.', program.length ? 'bad' : '');
    drawProgram();
  }
  function stop() { running = false; clearTimeout(timer); }
  function run() {
    if (running) { stop(); say('Stopped.', ''); drawProgram(); return; }
    if (!program.length) { say('Add some commands first.', ''); return; }
    resetRobot();
    running = true;
    say('Running…', '');
    drawProgram();
    (function tick() { timer = setTimeout(function () { if (running && stepOnce()) tick(); }, 420); })();
  }

  document.querySelectorAll('[data-cmd]').forEach(function (b) { b.addEventListener('click', function () { add(b.getAttribute('data-cmd')); }); });
  $('run').addEventListener('click', run);
  $('step').addEventListener('click', function () {
    if (!program.length) { say('Add some commands first.', ''); return; }
    if (pc >= program.length || cellAt(robot.x, robot.y) === 'G') resetRobot();
    if (stepOnce()) say('Step ' + pc + ' of ' + program.length + ' done.', '');
  });
  $('reset').addEventListener('click', function () { resetRobot(); say('Robot back at the start.', ''); });
  $('undo').addEventListener('click', function () { if (!running) { program.pop(); resetRobot(); } });
  $('clear').addEventListener('click', function () { if (!running) { program = []; resetRobot(); say('Program cleared.', ''); } });
  $('level').addEventListener('change', function () { loadLevel(Number($('level').value)); });
  document.addEventListener('keydown', function (e) {
    if (e.target && e.target.tagName === 'SELECT') return;
    var map = { ArrowUp: 'F', ArrowLeft: 'L', ArrowRight: 'R' };
    if (map[e.key]) { e.preventDefault(); add(map[e.key]); }
    else if (e.key === 'Backspace' && !running) { e.preventDefault(); program.pop(); resetRobot(); }
  });
  loadLevel(0);
})();
`;

export const robotGridSimulator = simulatorDocument({
  title: 'Robot Grid',
  tagline: 'Program the robot with Forward, Left and Right to reach the star.',
  accent: '#0f766e',
  css,
  body,
  script,
});
