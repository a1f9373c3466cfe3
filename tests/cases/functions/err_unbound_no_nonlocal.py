def make_counter():
    count = 0
    def inc():
        count += 1
        return count
    return inc
c = make_counter()
print("counter made")
c()
