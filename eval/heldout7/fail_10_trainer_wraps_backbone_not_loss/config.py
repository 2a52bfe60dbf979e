class Config:
    image_size = 16
    num_classes = 10
    batch_size = 8
    num_batches = 3
    lr = 0.01
    momentum = 0.9
    weight_decay = 1e-4
