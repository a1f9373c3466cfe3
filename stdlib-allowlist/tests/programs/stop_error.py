next(iter([]))
