class C:
    import __foo
    import __a.b
    from m import __bar as __baz
    global __g
    __g = 1
