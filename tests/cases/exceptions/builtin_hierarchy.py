def check(exc):
    names = []
    for cls in (LookupError, ArithmeticError, OSError, ValueError, Exception, BaseException):
        if isinstance(exc, cls):
            names.append(cls.__name__)
    return names
samples = [
    KeyError("k"), IndexError("i"), ZeroDivisionError("z"), OverflowError("o"),
    FileNotFoundError("f"), PermissionError("p"), ConnectionError("c"), TimeoutError("t"),
    UnicodeError("u"), RecursionError("r"), NotImplementedError("n"), StopIteration(1),
]
for s in samples:
    print(type(s).__name__, check(s))
print(issubclass(ConnectionRefusedError, ConnectionError), issubclass(ConnectionResetError, OSError))
print(issubclass(BrokenPipeError, ConnectionError), issubclass(FileExistsError, OSError))
print(issubclass(IsADirectoryError, OSError), issubclass(NotADirectoryError, OSError))
print(issubclass(RecursionError, RuntimeError), issubclass(NotImplementedError, RuntimeError))
print(issubclass(UnboundLocalError, NameError), issubclass(ModuleNotFoundError, ImportError))
print(issubclass(KeyboardInterrupt, Exception), issubclass(KeyboardInterrupt, BaseException))
print(issubclass(SystemExit, Exception), issubclass(GeneratorExit, Exception))
print(issubclass(FloatingPointError, ArithmeticError), issubclass(AssertionError, Exception))
print(issubclass(bool, Exception), issubclass(TypeError, TypeError))
