"""Graph code that MindSpore 2.10 cannot compile, reached through helpers and an indirect Cell base."""
from mindspore import ops

from . import helpers
from .base import Base
from .helpers import make_weight


class Child(Base):
    def construct(self, x):
        y = self.helper(x)
        w = make_weight(x.shape[1])
        z = helpers.safe_normalize(x)
        s = {1, 2}  # expect: MSD201
        if (n := x.shape[0]) > 1:  # expect: MSD201
            pass
        for i in range(2):  # expect: MSD201
            x = x + i
        else:
            x = x + 1
        return self.inner(x) + y + w + z + len(s) + n

    def inner(self, x):
        def bump():
            nonlocal x  # expect: MSD201
            x = x + 1

        import math  # expect: MSD201

        class Local:  # expect: MSD201
            pass

        return x * math.pi


class WithIsFine(Base):
    def construct(self, x):
        with self.guard:  # `with` on a jit_class instance compiles
            x = ops.relu(x)
        return x
