import json

cases = ['', ' ', '[', '[1', '[1,', '[1,]', '[1 2]', '[,1]', '{', '{"a"', '{"a":', '{"a":1', '{"a":1,',
         '{"a":1,}', '{a:1}', '{"a" 1}', '{"a":1 "b":2}', '{,}', '{"a":1}}', '[1]]', '"abc', '"a\\',
         '"a\\x"', '"\\u12"', '"\\u12g4"', '"\\ud800\\u12g4"', '"\\ud800\\x"', '"a\nb"', '"\x7f"',
         '1 2', '[1]x', 'nul', 'tru', 'fals', 'NaNa', 'Infinit', '-', '-x', '--1', '01', '1.', '1.e5',
         '1e', '1e+', '.5', '+1', '0x10', '\ufeff[]', ' \ufeff', '\n\n  [1,\n  2,,]', 'Infinityx',
         '[-Infinity', "'a'", '[1,\n{"x": tru}]', '{"a": [1, 2}', '[{"a": 1]', '"\\', '[1, 2, 3',
         '{"é": "ü", "x" 1}', '["é", "ü" "x"]', '"☃\x01"', 'True', 'None', 'null null', '[]\n\n  x']
for c in cases:
    try:
        print(repr(json.loads(c)))
    except json.JSONDecodeError as e:
        print(repr(c), "|", e, "|", repr(e.msg), e.pos, e.lineno, e.colno, e.doc == c, e.args)
for bad in [1, None, [1], 2.5, {"a": 1}]:
    try:
        json.loads(bad)
    except TypeError as e:
        print("TypeError", e)
for f in [lambda: json.loads(), lambda: json.loads("1", "2"), lambda: json.loads("1", foo=2),
          lambda: json.loads("1" * 4301),
          lambda: json.loads("[" + "-" + "9" * 5000 + "]")]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
try:
    json.loads("[1,]")
except ValueError as e:
    print("caught as ValueError:", type(e).__name__, isinstance(e, json.JSONDecodeError))
E = json.JSONDecodeError
print(E.__name__, E.__module__, E.__qualname__, E, issubclass(E, ValueError))
e = json.JSONDecodeError("Bad thing", "ab\ncd", 4)
print(e, e.msg, e.doc, e.pos, e.lineno, e.colno, e.args, repr(e))
for doc in ["", "[1 2]"]:
    try:
        json.loads(doc)
    except json.JSONDecodeError as e:
        print(repr(doc), e.__suppress_context__, e.__cause__)
