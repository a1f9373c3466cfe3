class Base:
    def greet(self):
        return "base"
class Child(Base):
    def greet(self):
        return super().greet() + "!"
