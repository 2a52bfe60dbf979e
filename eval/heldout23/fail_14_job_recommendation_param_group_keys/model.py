from mindspore import nn, ops


class TwoTowerRecommender(nn.Cell):
    def __init__(self, num_skills, num_postings, dim, hidden):
        super().__init__()
        self.skill_table = nn.Embedding(num_skills, dim)
        self.posting_table = nn.Embedding(num_postings, dim)
        self.user_tower = nn.SequentialCell(nn.Dense(dim, hidden), nn.ReLU(), nn.Dense(hidden, dim))
        self.item_tower = nn.SequentialCell(nn.Dense(dim, hidden), nn.ReLU(), nn.Dense(hidden, dim))

    def construct(self, skill_ids, skill_mask, posting_ids):
        skills = (self.skill_table(skill_ids) * skill_mask.expand_dims(-1)).sum(axis=1)
        user = self.user_tower(skills / ops.clamp(skill_mask.sum(axis=1, keepdims=True), min=1.0))
        item = self.item_tower(self.posting_table(posting_ids))
        return (user * item).sum(axis=-1)

    def embedding_params(self):
        return list(self.skill_table.trainable_params()) + list(self.posting_table.trainable_params())

    def tower_params(self):
        return list(self.user_tower.trainable_params()) + list(self.item_tower.trainable_params())
