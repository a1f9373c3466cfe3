# copy.deepcopy's RecursionError at the limit: empty and one-item containers at the bottom
# of nested lists and dicts, copied from a few call depths (each level is CPython's frames).
import copy


def nest(n, leaf):
    x = leaf()
    for _ in range(n):
        x = [x]
    return x


def nestd(n, leaf):
    x = leaf()
    for _ in range(n):
        x = {'k': x}
    return x


class O:
    pass


def at(k, mk, n, leaf):
    if k:
        return at(k - 1, mk, n, leaf)
    try:
        copy.deepcopy(mk(n, leaf))
        return 'ok'
    except RecursionError as e:
        return str(e)


for k in range(3):
    for n in (496, 497, 498):
        for leaf in (list, dict, tuple, O, lambda: [1], lambda: 1):
            print(k, n, at(k, nest, n, leaf), at(k, nestd, n, leaf))
