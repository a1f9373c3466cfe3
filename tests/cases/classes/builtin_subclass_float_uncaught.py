# An uncaught error from a float subclass: its operators name the subclass.
class Celsius(float):
    def __str__(self):
        return f"{float(self)} C"


t = Celsius(21.5)
print(t, t + 1, round(t), f"{t:.0f}")
print(t @ 2)
