import mindspore as ms
from mindspore import nn, ops


class UserTower(nn.Cell):
    """Mean of clicked-article embeddings -> MLP -> L2-normalised user vector."""

    def __init__(self, embed, hidden):
        super().__init__()
        self.mlp = nn.SequentialCell([nn.Dense(embed, hidden), nn.ReLU(), nn.Dense(hidden, embed)])

    def construct(self, clicked_vecs):
        u = self.mlp(ops.mean(clicked_vecs, axis=1))
        return u / ops.norm(u, dim=-1, keepdim=True).clamp(min=1e-6)


class TwoTower(nn.Cell):
    def __init__(self, n_articles, embed, hidden, temperature):
        super().__init__()
        self.items = nn.Embedding(n_articles, embed)
        self.user_tower = UserTower(embed, hidden).to_float(ms.float16)  # ROOT
        self.temperature = temperature

    def construct(self, history):
        user = self.user_tower(self.items(history))                   # (batch, embed)
        table = self.items.embedding_table
        table = table / ops.norm(table, dim=-1, keepdim=True).clamp(min=1e-6)
        return ops.matmul(user, table.T) / self.temperature          # scores over all articles
