from mindspore import nn, ops


class CreditScorer(nn.Cell):
    def __init__(self, n_features, audit_log):
        super().__init__()
        self.mlp = nn.SequentialCell(nn.Dense(n_features, 16), nn.ReLU(), nn.Dense(16, 1))
        self.audit_log = audit_log

    def construct(self, applications):
        self.audit_log.write("model_version=credit-v3 scored_batch\n")  # ROOT
        return ops.sigmoid(self.mlp(applications)).squeeze(-1)
