from mindspore import nn, ops


def repeat_over_time(static, steps):
    return ops.tile(static.expand_dims(2), (1, steps, 1))  # ROOT


class CovariateEncoder(nn.Cell):
    def __init__(self, n_dynamic, n_static, hidden):
        super().__init__()
        self.lstm = nn.LSTM(n_dynamic + n_static, hidden, batch_first=True)

    def construct(self, history, store):
        static_seq = repeat_over_time(store, history.shape[1])
        x = ops.cat((history, static_seq), axis=-1)
        out, _ = self.lstm(x)
        return out[:, -1]
