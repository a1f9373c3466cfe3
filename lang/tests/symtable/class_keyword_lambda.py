class C(Base, metaclass=lambda *a: type(*a), flag=[q for q in r]):
    pass
