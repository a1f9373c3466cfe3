def classify(x):
    try:
        if x == 0:
            raise ValueError("zero")
        if x == 1:
            raise TypeError("one")
        if x == 2:
            raise KeyError(2)
        if x == 3:
            return 1 / 0
        return "ok"
    except (ValueError, TypeError) as e:
        return f"value/type: {type(e).__name__} {e}"
    except (KeyError, IndexError) as e:
        return f"lookup: {e!r}"
    except ArithmeticError as e:
        return f"arith: {e}"
for i in range(5):
    print(i, classify(i))
errors = (ZeroDivisionError, OverflowError)
try:
    2.0 ** 10000
except errors as e:
    print("tuple in a variable:", type(e).__name__, e)
try:
    int("x")
except (ValueError,) as e:
    print("single-element tuple:", e)
