from mindspore import nn

from layers import VisitAttentionPool


class ReadmissionNet(nn.Cell):
    def __init__(self, num_codes, dim):
        super().__init__()
        self.visit_encoder = nn.Dense(num_codes, dim, activation="tanh")
        self.pool = VisitAttentionPool(dim)
        self.head = nn.Dense(dim, 1)

    def construct(self, codes, mask):
        return self.head(self.pool(self.visit_encoder(codes), mask)).squeeze(-1)
