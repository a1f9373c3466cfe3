# strftime is not str.format: "%{0.__class__}" and "{...}" text are copied, never evaluated.
# expect: ok
# stdout: '%{0.__class__} {0.__init__}'
# stdout: '2024 {year} %{ %}'
from datetime import date
d = date(2024, 1, 1)
print(repr(d.strftime("%{0.__class__} {0.__init__}")))
print(repr(d.strftime("%Y {year} %{ %}")))
