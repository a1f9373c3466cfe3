class Dog:
    species = "canis"
    count = 0
    def __init__(self, name):
        self.name = name
        Dog.count += 1
a = Dog("rex")
b = Dog("fido")
print(a.species, b.species, Dog.species)
print(Dog.count, a.count)
a.species = "wolf"
print(a.species, b.species, Dog.species)
Dog.species = "canis familiaris"
print(a.species, b.species)
del a.species
print(a.species)
print(a.name, b.name)
try:
    print(Dog.name)
except AttributeError as e:
    print(type(e).__name__, e)
class Config:
    debug = False
cfg = Config()
cfg.debug = True
print(cfg.debug, Config.debug)
class Base:
    label = "base"
class Child(Base):
    pass
print(Child.label, Child().label)
Base.label = "changed"
print(Child.label)
Child.label = "own"
print(Child.label, Base.label)
