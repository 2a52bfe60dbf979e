from mindspore import nn, ops


class DKT(nn.Cell):
    """Deep Knowledge Tracing (Piech et al., 2015)."""

    def __init__(self, num_skills, embed, hidden):
        super().__init__()
        self.num_skills = num_skills
        self.embedding = nn.Embedding(2 * num_skills, embed)
        self.lstm = nn.LSTM(embed, hidden, batch_first=True)
        self.out = nn.Dense(hidden, num_skills)

    def construct(self, interaction, next_skill):
        h, _ = self.lstm(self.embedding(interaction))
        logits = self.out(h)
        pick = ops.one_hot(next_skill, self.num_skills).astype(logits.dtype)
        return (logits * pick).sum(axis=-1)


class DKTLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.bce = nn.BCEWithLogitsLoss()

    def construct(self, interaction, next_skill, next_correct):
        return self.bce(self.net(interaction, next_skill), next_correct)
