from mindspore import nn, ops


class PolicyNet(nn.Cell):
    def __init__(self, planes, filters, compute_dtype):
        super().__init__()
        self.compute_dtype = compute_dtype
        self.body = nn.SequentialCell([
            nn.Conv2d(planes, filters, 3, pad_mode="same"), nn.ReLU(),
            nn.Conv2d(filters, filters, 3, pad_mode="same"), nn.ReLU(),
        ])
        self.policy = nn.Conv2d(filters, 1, 1)
        self.flatten = nn.Flatten()

    def construct(self, board):
        x = ops.cast(board, self.compute_dtype)
        return self.flatten(self.policy(self.body(x)))
