import mindspore.nn as nn
from utils import merge_features


class FraudScorer(nn.Cell):
    def __init__(self, num_numeric, num_merchants, merchant_dim=8):
        super().__init__()
        self.merchant = nn.Embedding(num_merchants, merchant_dim)
        self.mlp = nn.SequentialCell(
            nn.Dense(num_numeric + merchant_dim, 32), nn.ReLU(),
            nn.Dense(32, 16), nn.ReLU(),
            nn.Dense(16, 1))

    def construct(self, numeric, merchant_id):
        feats = merge_features(numeric, self.merchant(merchant_id))
        return self.mlp(feats).squeeze(-1)
