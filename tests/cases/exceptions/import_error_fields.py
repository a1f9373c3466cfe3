try:
    import no_such_module_anywhere
except ModuleNotFoundError as e:
    print(type(e).__name__, e, e.name, e.path, e.msg)
try:
    from another_missing_module import thing
except ImportError as e:
    print(repr(e), e.name)
e = ImportError("custom", name="pkg", path="/x")
print(repr(e), str(e), e.msg, e.name, e.path, e.args)
class PluginMissing(ImportError):
    def __init__(self, plugin):
        super().__init__(f"plugin {plugin} missing", name=plugin)
p = PluginMissing("fancy")
print(p, p.name, p.args, isinstance(p, ImportError))
try:
    ImportError(color="red")
except TypeError as err:
    print(err)
print(OSError(2, "gone").__class__.__name__, str(FileExistsError(17, "exists", "f.txt")))
