def total(*args):
    print(type(args).__name__, len(args))
    return sum(args)
print(total())
print(total(1))
print(total(1, 2, 3))
def head_tail(first, *rest):
    return first, rest
print(head_tail(1))
print(head_tail(1, 2, 3))
def mx(*nums, start=0):
    best = start
    for n in nums:
        if n > best:
            best = n
    return best
print(mx(3, 9, 2), mx(-5, -2, start=-10), mx())
def join(sep, *parts):
    return sep.join(str(p) for p in parts)
print(join("-", 1, 2, 3))
print(join(", "))
def args_are_tuple(*a):
    try:
        a.append(1)
    except AttributeError as e:
        print(type(e).__name__, e)
    return a
print(args_are_tuple(1, 2))
