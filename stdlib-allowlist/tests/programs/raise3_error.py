raise TypeError
