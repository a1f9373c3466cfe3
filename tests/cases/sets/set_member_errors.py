# A member's raising __eq__ or __hash__ propagates out of set comparisons and lookups.
class E:
    def __init__(self, tag):
        self.tag = tag

    def __hash__(self):
        return 1

    def __eq__(self, other):
        raise ValueError(f"eq {self.tag}")


class H:
    def __hash__(self):
        raise TypeError("no hash today")


def attempt(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


a, b = E("a"), E("b")
attempt("==", lambda: {a} == {b})
attempt("!=", lambda: {a} != {b})
attempt("<=", lambda: {a} <= {b})
attempt("<", lambda: {a} < {b, 1})
attempt(">=", lambda: {a, 1} >= {b})
attempt(">", lambda: {a, 1} > {b})
attempt("same object", lambda: {a} == {a})
attempt("in", lambda: b in {a})
attempt("not in", lambda: b not in {a})
attempt("frozenset <=", lambda: frozenset([a]) <= frozenset([b]))
attempt("issubset", lambda: {a}.issubset({b}))
attempt("issuperset", lambda: {a}.issuperset({b}))
attempt("isdisjoint", lambda: {a}.isdisjoint({b}))
attempt("keys <=", lambda: {a: 1}.keys() <= {b})
attempt("hash in", lambda: H() in {1, 2})
attempt("hash add", lambda: {1}.add(H()))
attempt("hash dict", lambda: {H(): 1})
attempt("length differs", lambda: {a} <= set())
attempt("dict ==", lambda: {a: 1} == {b: 1})
attempt("list in", lambda: b in [a])
