import json
print(json.loads('{"a": [1, 2.5, -0, -0.0, 1e5, 1E-2, null, true, false, "x\\u00e9\\ud83d\\ude00\\n"], "b": {}}'))
print(json.loads(' [ ] '), json.loads('"s"'), json.loads('123'), json.loads('  -1.5e+3  '))
print(json.loads('{"a": 1, "a": 2, "b": 3}'))
print(json.loads('[NaN, Infinity, -Infinity]'))
print(json.loads('12345678901234567890123'))
print(json.loads('{"a": {"b": 1}}', object_hook=lambda d: sorted(d.items())))
print(json.loads('{"a": {"b": 1}, "c": 2}', object_pairs_hook=lambda p: p))
print(json.loads('[1.5, 2, 3]', parse_float=str, parse_int=lambda s: int(s) * 10))
print(json.loads('[NaN]', parse_constant=lambda c: "C:" + c))
print(json.loads('"a\tb"', strict=False))
cases = ['', ' ', '[', '[1', '[1,', '[1,]', '[1 2]', '{', '{"a"', '{"a":', '{"a":1', '{"a":1,', '{"a":1,}',
         '{a:1}', '{"a" 1}', '"abc', '"a\\', '"a\\x"', '"\\u12"', '"\\u12g4"', '"\\ud800\\u12g4"', '"a\nb"',
         '1 2', '[1]x', 'nul', 'tru', '-', '-x', '01', '1.', '1e', '.5', '\ufeff[]', '{"a":1}}', '\n\n  [1,\n  2,,]',
         'Infinityx', '[-Infinity', "'a'", '{"a":1 "b":2}', '[1,\n{"x": tru}]']
for c in cases:
    try:
        print(repr(json.loads(c)))
    except json.JSONDecodeError as e:
        print(repr(c), type(e).__name__, e, "|", e.msg, e.pos, e.lineno, e.colno, e.doc == c, isinstance(e, ValueError))
    except Exception as e:
        print(repr(c), type(e).__name__, e)
for bad in [lambda: json.loads(1), lambda: json.loads(None), lambda: json.loads('1', foo=2), lambda: json.loads(),
            lambda: json.loads('1' * 5000), lambda: json.loads('[1]', cls=None), lambda: json.loads('1', '2')]:
    try: print(bad())
    except Exception as e: print(type(e).__name__, e)
e = json.JSONDecodeError
print(e.__name__, e.__module__, e, issubclass(e, ValueError))
print(json.loads(json.dumps({"k": [1, "é", None, 1.5]})))
