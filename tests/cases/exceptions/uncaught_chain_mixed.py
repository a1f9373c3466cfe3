try:
    [][1]
except IndexError as first:
    try:
        raise TypeError("second") from first
    except TypeError:
        try:
            1 / 0
        except ZeroDivisionError:
            raise KeyError("fourth")
