d = {a: b, c: d, **e}
