# Validation with exceptions: custom exception hierarchy, chaining, finally/else, exception
# groups of messages, str/repr of built-in exceptions and an uncaught error at the end.
import json


class ValidationError(Exception):
    def __init__(self, field, msg):
        super().__init__(f"{field}: {msg}")
        self.field = field


class MissingField(ValidationError):
    pass


def validate(rec):
    if "id" not in rec:
        raise MissingField("id", "required")
    if not isinstance(rec["id"], int):
        raise ValidationError("id", f"expected int, got {type(rec['id']).__name__}")
    try:
        age = int(rec.get("age", 0))
    except ValueError as e:
        raise ValidationError("age", "not a number") from e
    return {"id": rec["id"], "age": age}


records = ['{"id": 1, "age": "30"}', '{"age": 5}', '{"id": "x"}', '{"id": 2, "age": "old"}', '{bad json', '[]']
ok, errors = [], []
for raw in records:
    try:
        rec = json.loads(raw)
        if not isinstance(rec, dict):
            raise TypeError(f"record must be an object, not {type(rec).__name__}")
        ok.append(validate(rec))
    except MissingField as e:
        errors.append(("missing", str(e), e.field))
    except ValidationError as e:
        errors.append(("invalid", str(e), repr(e.__cause__)))
    except (json.JSONDecodeError, TypeError) as e:
        errors.append((type(e).__name__, str(e), None))
    else:
        print("accepted", ok[-1])
    finally:
        print("checked", raw)
print(ok)
for e in errors:
    print(e)
for exc in [ValueError("bad"), KeyError("k"), KeyError(), IndexError("list index out of range"), ZeroDivisionError("division by zero"), Exception("a", 1), OSError(2, "No such file")]:
    print(repr(exc), str(exc), exc.args)
try:
    1 / 0
except ZeroDivisionError as e:
    print(type(e).__name__, e, isinstance(e, ArithmeticError))
try:
    [][1]
except LookupError as e:
    print(type(e).__name__, e)
try:
    int("x1")
except ValueError as e:
    print(e)
try:
    None.upper()
except AttributeError as e:
    print(e)
try:
    "a" + 1
except TypeError as e:
    print(e)
try:
    raise RuntimeError("outer") from KeyError("inner")
except RuntimeError as e:
    print(e, repr(e.__cause__), e.__suppress_context__)


def summarize(errs):
    counts = {}
    for kind, *_ in errs:
        counts[kind] = counts.get(kind, 0) + 1
    return counts


print(summarize(errors))
validate({"id": 3, "age": "x"})
