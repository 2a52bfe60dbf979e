from mindspore import nn

from layers import DropPathBlock


class DeepResMLP(nn.Cell):
    def __init__(self, dim=8, depth=4, max_drop=0.5):
        super().__init__()
        probs = [max_drop * (i + 1) / depth for i in range(depth)]
        self.blocks = nn.SequentialCell([DropPathBlock(dim, p) for p in probs])

    def construct(self, x):
        return self.blocks(x)
