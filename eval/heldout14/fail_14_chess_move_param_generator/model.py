from mindspore import nn


class MovePolicy(nn.Cell):
    """AlphaZero-flavoured policy head predicting the origin square of the move."""

    def __init__(self, planes, channels, squares):
        super().__init__()
        self.tower = nn.SequentialCell(
            nn.Conv2d(planes, channels, 3, pad_mode="same"), nn.BatchNorm2d(channels), nn.ReLU(),
            nn.Conv2d(channels, channels, 3, pad_mode="same"), nn.BatchNorm2d(channels), nn.ReLU(),
        )
        self.policy = nn.Conv2d(channels, 1, 1, has_bias=True)
        self.flatten = nn.Flatten()

    def construct(self, board):
        return self.flatten(self.policy(self.tower(board)))
