import mindspore.dataset as ds

from splits import split_patients, rows_of


def make_loaders(source, batch_size, val_fraction=0.25, seed=0):
    train_patients, val_patients = split_patients(source.patient_ids, val_fraction, seed)
    train_rows = rows_of(source.patient_ids, train_patients)
    val_rows = rows_of(source.patient_ids, val_patients)
    train = ds.GeneratorDataset(source, ["image", "grade"], sampler=ds.SubsetRandomSampler(train_rows))
    val = ds.GeneratorDataset(source, ["image", "grade"], sampler=ds.SubsetSampler(val_rows))
    return train.batch(batch_size), val.batch(batch_size)
