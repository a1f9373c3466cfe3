# __del__ is a finalizer run at collection time.
# expect: refused NotImplementedError: defining __del__ is not supported in Pyrite (objects have no finalizers)
class C:
    def __del__(self):
        print("finalized")
