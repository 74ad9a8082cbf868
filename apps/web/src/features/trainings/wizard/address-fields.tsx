import { useTranslation } from "react-i18next";
import { TextField } from "../../../ui/text-field/text-field";
import { AddressSearch } from "./address-search";
import type { AddressDraft } from "./wizard-draft";
import styles from "./training-wizard.module.css";

type AddressFieldsProps = {
  value: AddressDraft;
  onChange: (address: AddressDraft) => void;
  /** The first server message of a field of the address (`postalCode`, `street`, ...). */
  error: (field: keyof AddressDraft | "") => string | undefined;
  legend: string;
};

/**
 * The spec's Address entered by hand: establishment, street, number and suffix, postal code
 * (Dutch 1234 AB or Belgian 1234) and city. When the server has an address provider, a search
 * above these fields (AddressSearch) fills the same value, including the province, place id and
 * coordinates that only a provider knows; those are kept as they are and sent along. The
 * establishment name is the planner's own and stays as typed.
 */
export function AddressFields({ value, onChange, error, legend }: AddressFieldsProps) {
  const { t } = useTranslation();
  const text = (field: Exclude<keyof AddressDraft, "province" | "placeId" | "lat" | "lng">) => ({
    value: value[field],
    error: error(field),
    // Typing by hand makes what a provider filled in (its place and coordinates) no longer true.
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...value, [field]: event.target.value, placeId: null, lat: null, lng: null }),
  });
  const whole = error("");
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {whole && <p className={styles.error}>{whole}</p>}
      <AddressSearch
        onPick={(address) =>
          onChange({
            ...value,
            street: address.street,
            number: address.number,
            numberSuffix: address.numberSuffix ?? "",
            postalCode: address.postalCode,
            city: address.city,
            province: address.province,
            placeId: address.placeId,
            lat: address.lat,
            lng: address.lng,
          })
        }
      />
      <TextField
        label={t("trainings.wizard.address.establishmentName")}
        hint={t("trainings.wizard.address.establishmentNameHint")}
        maxLength={255}
        autoComplete="organization"
        {...text("establishmentName")}
      />
      <div className={styles.streetRow}>
        <TextField
          label={t("trainings.wizard.address.street")}
          required
          maxLength={255}
          autoComplete="address-line1"
          {...text("street")}
        />
        <TextField
          label={t("trainings.wizard.address.number")}
          required
          maxLength={16}
          inputMode="numeric"
          {...text("number")}
        />
        <TextField
          label={t("trainings.wizard.address.numberSuffix")}
          maxLength={16}
          {...text("numberSuffix")}
        />
      </div>
      <div className={styles.cityRow}>
        <TextField
          label={t("trainings.wizard.address.postalCode")}
          hint={t("trainings.wizard.address.postalCodeHint")}
          required
          maxLength={16}
          autoComplete="postal-code"
          {...text("postalCode")}
        />
        <TextField
          label={t("trainings.wizard.address.city")}
          required
          maxLength={255}
          autoComplete="address-level2"
          {...text("city")}
        />
      </div>
    </fieldset>
  );
}
