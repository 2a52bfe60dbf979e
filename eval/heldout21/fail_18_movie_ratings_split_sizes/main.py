import mindspore as ms
from mindspore import nn, ops

import config as cfg
from ratings import train_valid_test

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(4)


class MatrixFactorization(nn.Cell):
    def __init__(self):
        super().__init__()
        self.user = nn.Embedding(cfg.N_USERS, cfg.EMBED_DIM)
        self.movie = nn.Embedding(cfg.N_MOVIES, cfg.EMBED_DIM)
        self.user_bias = nn.Embedding(cfg.N_USERS, 1)
        self.movie_bias = nn.Embedding(cfg.N_MOVIES, 1)

    def construct(self, user, movie):
        dot = (self.user(user) * self.movie(movie)).sum(-1)
        return 3.0 + dot + self.user_bias(user).squeeze(-1) + self.movie_bias(movie).squeeze(-1)


class RatingLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net

    def construct(self, user, movie, stars):
        return ops.mse_loss(self.net(user, movie), stars)


train_ds, valid_ds, test_ds = train_valid_test()
mf = MatrixFactorization()
step = nn.TrainOneStepCell(RatingLoss(mf), nn.Adam(mf.trainable_params(), 0.05))
step.set_train()
for epoch in range(cfg.EPOCHS):
    for b in train_ds.create_dict_iterator():
        loss = step(b["user"], b["movie"], b["stars"])
    rmse = [float(ops.sqrt(ops.mse_loss(mf(b["user"], b["movie"]), b["stars"])).asnumpy())
            for b in valid_ds.create_dict_iterator()]
    print(f"epoch {epoch}: valid rmse {sum(rmse) / len(rmse):.3f}")
