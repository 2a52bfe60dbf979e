from mindspore import nn

import config as cfg


class IMUClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(cfg.N_FEATURES, cfg.HIDDEN, batch_first=True)
        self.fc = nn.Dense(cfg.HIDDEN, len(cfg.ACTIVITIES))

    def construct(self, rows):
        seq = rows.reshape(rows.shape[0], cfg.WINDOW, cfg.N_FEATURES)
        out, _ = self.lstm(seq)
        return self.fc(out[:, -1])
