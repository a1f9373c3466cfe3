# FizzBuzz, then a tally of how often each word came up.
tally = {"Fizz": 0, "Buzz": 0, "FizzBuzz": 0}
for n in range(1, 31):
    word = ""
    if n % 3 == 0:
        word += "Fizz"
    if n % 5 == 0:
        word += "Buzz"
    if word:
        tally[word] += 1
        print(word)
    else:
        print(n)
print(tally)
