# pyrite-refuses: NotImplementedError: base64.b85encode is not supported
# pyrite-exit: 1
import base64
print(base64.b64encode(b"x"))
print(base64.b85encode(b"x"))
