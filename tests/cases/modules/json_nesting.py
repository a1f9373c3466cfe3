import json


def nest(n):
    x = []
    for _ in range(n):
        x = [x]
    return x


def first_failure(f, lo, hi):
    for n in range(lo, hi):
        try:
            f(n)
        except RecursionError as e:
            return n, str(e)
    return None


print(first_failure(lambda n: json.loads("[" * n + "]" * n), 980, 1010))
print(first_failure(lambda n: json.loads('{"k":' * n + "0" + "}" * n), 980, 1010))
print(first_failure(lambda n: json.dumps(nest(n)), 980, 1010))
print(first_failure(lambda n: json.dumps(nest(n), indent=1), 980, 1010))


def deeper(k):
    if k == 0:
        return first_failure(lambda n: json.loads("[" * n + "]" * n), 900, 1010)
    return deeper(k - 1)


print(deeper(20))
print(len(json.dumps(nest(900))), len(json.loads("[" * 900 + "]" * 900)))
print(json.dumps(nest(5), indent=1).count("\n"))
try:
    json.loads("[" * 100000)
except RecursionError as e:
    print("RecursionError", e)
try:
    json.loads("[" * 500 + "1" + "]" * 499)
except json.JSONDecodeError as e:
    print(e)
