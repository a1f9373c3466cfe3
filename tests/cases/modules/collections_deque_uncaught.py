from collections import deque

window = deque([1, 2], maxlen=2)
print(window)
window.popleft()
window.popleft()
window.popleft()
