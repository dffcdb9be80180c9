/** Name lists for the demo people (Delhi NCR, so mostly North Indian names, with some from elsewhere). */

export const BOY_NAMES = [
  'Aarav', 'Vivaan', 'Aditya', 'Vihaan', 'Arjun', 'Sai', 'Reyansh', 'Ayaan', 'Krishna', 'Ishaan',
  'Shaurya', 'Atharv', 'Advik', 'Pranav', 'Advait', 'Dhruv', 'Kabir', 'Ritvik', 'Aniket', 'Rohan',
  'Kartik', 'Yash', 'Arnav', 'Dev', 'Parth', 'Siddharth', 'Harsh', 'Kunal', 'Manav', 'Nikhil',
  'Aryan', 'Rudra', 'Laksh', 'Samar', 'Tanmay', 'Varun', 'Veer', 'Zaid', 'Armaan', 'Om',
  'Gurpreet', 'Harjot', 'Anirudh', 'Rahul', 'Sahil', 'Ansh', 'Karan', 'Neel', 'Pratham', 'Tejas',
] as const;

export const GIRL_NAMES = [
  'Saanvi', 'Aanya', 'Aadhya', 'Ananya', 'Pari', 'Diya', 'Myra', 'Sara', 'Ira', 'Anika',
  'Navya', 'Kiara', 'Riya', 'Avni', 'Ishita', 'Khushi', 'Meera', 'Nisha', 'Prisha', 'Tara',
  'Kavya', 'Aditi', 'Sneha', 'Pooja', 'Shreya', 'Tanvi', 'Vanya', 'Zoya', 'Jiya', 'Mahi',
  'Siya', 'Aarohi', 'Ishani', 'Mehak', 'Simran', 'Harleen', 'Nandini', 'Radhika', 'Trisha', 'Vaishnavi',
  'Anvi', 'Lavanya', 'Mansi', 'Palak', 'Ruhi', 'Sakshi', 'Suhani', 'Aisha', 'Fatima', 'Gauri',
] as const;

export const ADULT_MEN = [
  'Rajesh', 'Sanjay', 'Amit', 'Vikas', 'Manoj', 'Sunil', 'Deepak', 'Ashok', 'Rakesh', 'Vinod',
  'Alok', 'Pankaj', 'Sandeep', 'Rohit', 'Gaurav', 'Naveen', 'Ajay', 'Mukesh', 'Harpreet', 'Imran',
  'Anil', 'Suresh', 'Vivek', 'Tarun', 'Nitin', 'Pradeep', 'Ravi', 'Arvind', 'Hemant', 'Yogesh',
] as const;

export const ADULT_WOMEN = [
  'Sunita', 'Anita', 'Kavita', 'Neha', 'Pooja', 'Priya', 'Rekha', 'Seema', 'Swati', 'Shalini',
  'Meenakshi', 'Monika', 'Anjali', 'Ritu', 'Preeti', 'Nidhi', 'Deepika', 'Jyoti', 'Geeta', 'Rashmi',
  'Sonia', 'Vandana', 'Shweta', 'Archana', 'Poonam', 'Manpreet', 'Farah', 'Lata', 'Suman', 'Divya',
] as const;

export const SURNAMES = [
  'Sharma', 'Verma', 'Gupta', 'Singh', 'Agarwal', 'Malhotra', 'Kapoor', 'Mehta', 'Chopra', 'Bansal',
  'Jain', 'Arora', 'Khanna', 'Saxena', 'Srivastava', 'Mishra', 'Pandey', 'Yadav', 'Chauhan', 'Rawat',
  'Bhatia', 'Sethi', 'Tiwari', 'Dubey', 'Joshi', 'Negi', 'Bisht', 'Goel', 'Mittal', 'Kohli',
  'Gill', 'Sandhu', 'Dhillon', 'Ahmed', 'Khan', 'Qureshi', 'Iyer', 'Nair', 'Menon', 'Reddy',
  'Das', 'Banerjee', 'Mukherjee', 'Ghosh', 'Patel', 'Shah', 'Desai', 'Kulkarni', 'Rao', 'Thakur',
] as const;
