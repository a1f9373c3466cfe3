# pyrite-refuses: NotImplementedError: async functions are not supported
async def f():
    return 1
print('defined')
