class C:
    s = super
super()
