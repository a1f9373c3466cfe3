def outer():
    def inner():
        return late_total
    print("calling inner before late_total exists")
    result = inner()
    late_total = 1
    return result
outer()
