import mindspore as ms
from mindspore import nn, ops


class ProjectionEncoder(nn.Cell):
    def __init__(self, in_dim, hidden, out_dim):
        super().__init__()
        self.backbone = nn.SequentialCell([nn.Dense(in_dim, hidden), nn.ReLU(), nn.Dense(hidden, hidden), nn.ReLU()])
        self.projector = nn.Dense(hidden, out_dim)

    def construct(self, x):
        z = self.projector(self.backbone(x))
        return z / ops.norm(z, dim=-1, keepdim=True)


class SimCLRLoss(nn.Cell):
    def __init__(self, encoder, temperature=0.2):
        super().__init__()
        self.encoder = encoder
        self.temperature = temperature
        self.ce = nn.CrossEntropyLoss()
        self.feature_bank = []

    def construct(self, view1, view2):
        z1 = self.encoder(view1)
        z2 = self.encoder(view2)
        self.feature_bank.append(ops.stop_gradient(z1))  # ROOT
        logits = ops.matmul(z1, z2.T) / self.temperature
        labels = ops.arange(logits.shape[0], dtype=ms.int32)
        return self.ce(logits, labels)
