def report(err):
    print("reporting", type(err).__name__)
    return err.missing_attribute
def process(x):
    try:
        return 100 // x
    except ZeroDivisionError as e:
        return report(e)
print(process(5))
print(process(0))
