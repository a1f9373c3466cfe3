def average(xs):
    try:
        return sum(xs) / len(xs)
    except ZeroDivisionError:
        print("empty input")
        return xs[0]
print(average([1, 2, 3]))
print(average([]))
