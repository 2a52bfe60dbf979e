from mindspore import nn, ops


class MMoE(nn.Cell):
    """Multi-gate mixture of experts with one tower per engagement task."""

    def __init__(self, num_users, num_videos, emb_dim, num_experts, expert_dim, tasks):
        super().__init__()
        self.tasks = tasks
        self.user_emb = nn.Embedding(num_users, emb_dim)
        self.video_emb = nn.Embedding(num_videos, emb_dim)
        in_dim = 2 * emb_dim + 2
        self.experts = nn.CellList([
            nn.SequentialCell([nn.Dense(in_dim, expert_dim), nn.ReLU()]) for _ in range(num_experts)
        ])
        self.gates = nn.CellList([nn.Dense(in_dim, num_experts) for _ in tasks])
        self.towers = nn.CellList([
            nn.SequentialCell([nn.Dense(expert_dim, 16), nn.ReLU(), nn.Dense(16, 1)]) for _ in tasks
        ])

    def construct(self, user, video, dense):
        x = ops.concat((self.user_emb(user), self.video_emb(video), dense), axis=1)
        expert_out = ops.stack([e(x) for e in self.experts], axis=1)
        logits = []
        for gate, tower in zip(self.gates, self.towers):
            w = ops.softmax(gate(x), axis=-1)[:, :, None]
            logits.append(tower((expert_out * w).sum(axis=1)))
        return ops.concat(logits, axis=1)
