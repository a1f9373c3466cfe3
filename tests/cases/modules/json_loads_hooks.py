import json
from collections import OrderedDict

doc = '{"b": 1, "a": {"x": [1.25, 2, {"deep": null}]}, "c": NaN}'
print(json.loads(doc, object_pairs_hook=OrderedDict))
print(json.loads(doc, object_pairs_hook=list))
print(json.loads(doc, object_hook=lambda d: len(d)))
print(json.loads(doc, object_hook=dict, object_pairs_hook=tuple))
print(json.loads(doc, parse_float=lambda s: "F" + s, parse_int=lambda s: "I" + s, parse_constant=lambda s: "C" + s))
print(json.loads("[1, 2.5]", parse_int=float, parse_float=None))
print(json.loads("[1, 2.5]", parse_int=int, parse_float=float))
print(json.loads("[1, 2.5]", parse_float=0))
calls = []


def hook(d):
    calls.append(sorted(d))
    return d


json.loads('{"a": {"b": {"c": {}}}, "d": [{}, {"e": 1}]}', object_hook=hook)
print(calls)


def bad(d):
    raise KeyError("no")


try:
    json.loads('[{"a": 1}]', object_hook=bad)
except KeyError as e:
    print("KeyError", e)
try:
    json.loads('[1.5]', parse_float=lambda s: 1 / 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    json.loads('[Infinity]', parse_constant=lambda s: int(s))
except ValueError as e:
    print("ValueError", e)
print(json.loads('"\x00\x1f"', strict=False) == "\x00\x1f", json.loads('{"a": 1}', strict=0))
try:
    json.loads('"\t"', strict=1)
except json.JSONDecodeError as e:
    print(e)
print(json.loads(" \n\t\r 7 \n"), json.loads("[1,\n 2\n]"), json.loads('{"\\u0041\\/": "\\"\\\\\\b\\f\\n\\r\\t"}'))
print(json.loads('"\\ud834\\udd1e"') == "\U0001d11e", json.loads('"\\uD834\\uDD1E"') == "\U0001d11e")
print(json.loads("1e400"), json.loads("-1e400"), json.loads("1.7976931348623157e308"), json.loads("5e-324"), json.loads("0.1"))
print(json.loads("-0"), json.loads("-0.0"), json.loads("0e0"), json.loads("123456789012345678901234567890.5"))
print(type(json.loads("1E2")), type(json.loads("10")), json.loads("-12"), json.loads("1" * 4300) % 1000)
