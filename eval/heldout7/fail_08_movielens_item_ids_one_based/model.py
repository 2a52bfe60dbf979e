from mindspore import nn, ops


class NeuMF(nn.Cell):
    def __init__(self, num_users, num_items, embed_dim, mlp_layers):
        super().__init__()
        self.user_gmf = nn.Embedding(num_users, embed_dim)
        self.item_gmf = nn.Embedding(num_items, embed_dim)
        self.user_mlp = nn.Embedding(num_users, embed_dim)
        self.item_mlp = nn.Embedding(num_items, embed_dim)
        layers = []
        in_dim = 2 * embed_dim
        for width in mlp_layers:
            layers += [nn.Dense(in_dim, width), nn.ReLU()]
            in_dim = width
        self.mlp = nn.SequentialCell(layers)
        self.predict = nn.Dense(embed_dim + in_dim, 1)

    def construct(self, users, items):
        gmf = self.user_gmf(users) * self.item_gmf(items)
        mlp = self.mlp(ops.concat((self.user_mlp(users), self.item_mlp(items)), axis=-1))
        return self.predict(ops.concat((gmf, mlp), axis=-1)).squeeze(-1)
