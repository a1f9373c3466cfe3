class AppError(Exception):
    pass
class ValidationError(AppError):
    def __init__(self, field, problem):
        super().__init__(field, problem)
        self.field = field
        self.problem = problem
    def __str__(self):
        return f"{self.field}: {self.problem}"
class CodeError(AppError):
    def __init__(self, code):
        self.code = code
e1 = AppError("plain", 2)
print(e1.args, str(e1), repr(e1))
e2 = ValidationError("age", "must be positive")
print(e2.args, str(e2), repr(e2))
print(e2.field, e2.problem)
e3 = CodeError(404)
print(e3.args, repr(str(e3)), repr(e3), e3.code)
try:
    raise ValidationError("name", "empty")
except AppError as e:
    print("caught as AppError:", type(e).__name__, e)
print(isinstance(e2, AppError), isinstance(e2, Exception), isinstance(e2, BaseException))
print(issubclass(ValidationError, AppError), issubclass(AppError, ValidationError))
print(f"{e2}", f"{e2!r}", [e1, e3])
class WithRepr(Exception):
    def __repr__(self):
        return "WithRepr<custom>"
print(repr(WithRepr("x")), str(WithRepr("x")), [WithRepr()])
print(str(AppError()), repr(AppError()), AppError().args)
