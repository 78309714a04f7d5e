/**
 * Payment-rail wording, processor prefixes and noise that banks print around the merchant's name,
 * per region. Each pattern removes words that never belong to a name.
 */

/** Structured descriptors where the counterparty sits in a known field. */
export const FIELD_EXTRACTORS: RegExp[] = [
  // DE PayPal debit: "PayPal Europe S.a.r.l. et Cie S.C.A PP.4417.PP . Joyn GmbH, Ihr Einkauf bei Joyn GmbH"
  /\bIhr Einkauf bei\s+(.+)$/i,
  // NL SEPA export: /TRTP/SEPA Incasso algemeen doorlopend/CSID/…/NAME/Ziggo B.V./MARF/…
  /\/NAME\/([^/]+)/i,
  // NL ING style: "Naam: Ziggo B.V. Omschrijving: …"
  /\bNaam:\s*(.+?)(?:\s+(?:Omschrijving|IBAN|Kenmerk|Machtiging|Datum|Valutadatum)\b|$)/i,
  // India UPI: UPI/DR/123456789012/SWIGGY/icici/… or UPI-ZOMATO LTD-zomato@hdfcbank-…
  // (SBI internet banking prints TO TRANSFER-UPI/DR/…)
  // (ICICI/SBI put the reference before the direction: UPI/541769303587/DR/ASIAN PAINTS/HDFC/…)
  /^(?:REV-|(?:TO|BY) TRANSFER-)?UPI[/-](?:(?:DR|CR|P2M|P2A)[/-])?(?:\d{6,}[/-])?(?:(?:DR|CR)[/-])?([^/@]+?)[/-]/i,
  // India NEFT/IMPS/RTGS: NEFT-HDFC0001234-ACME TECH PVT LTD-… or NEFT CR-ICIC0000123-ACME-…
  /^(?:NEFT|IMPS|RTGS)(?:[\s-]*(?:CR|DR|P2A|IN|OUT))?[\s/-]+(?:[A-Z]{4}0[A-Z0-9]{6}[\s/-]+)?(?:\d{6,}[\s/-]+)?([^/-]+)/i,
  // India NACH / ACH debits: NACH-DR-BAJAJ FINANCE LTD-… , ACH D- HDFC MF-…
  /^(?:NACH|ACH)[\s-]*(?:DR|D|CR|C)?[\s-]+(?:\d{6,}[\s-]+)?([^/-]+)/i,
  // India SBI NEFT/IMPS with star separators: BY TRANSFER-NEFT*CITI0100000*CITIN2600000000*ACME TECH PRIVAT--
  /^(?:(?:BY|TO) TRANSFER-)?(?:NEFT|IMPS|RTGS)\*[A-Z0-9]+\*[A-Z0-9]+\*([^*]+?)-*$/i,
  // India bill pay (ICICI): BIL/ONL/634768891/DISH TV INDIA/DTH, BIL/BPAY/166047399/SBI CARD/…
  /^BIL\/(?:ONL|BPAY|IMB|INFT)\/\d+\/([^/]+)/i,
  // FR SEPA debit: PRELEVEMENT EUROPEEN 7868216891 DE: ORANGE SA ID: FR95ZZZ… MOTIF: LIVEBOX
  /\bDE:\s*(.+?)\s+ID:/i,
  // US ACH: ACME CORP DES:PAYROLL ID:… INDN:… CO ID:… PPD
  /^(.+?)\s+DES:/i,
  // US ACH, NACHA layout: ORIG CO NAME:ACME CORP ORIG ID:… CO ENTRY DESCR:PAYROLL …
  /\bORIG CO NAME:\s*(.+?)\s+(?:ORIG ID|CO ENTRY DESCR):/i,
  // FR received transfers: VIR SEPA RECU /DE CPAM RHONE /MOTIF …, VIR RECU 123 DE: CAF MOTIF: …
  /^VIR(?: SEPA)?(?: INST)? RECU\b.*?\/DE\s+(.+?)\s*\/MOTIF\b/i,
  // FR sent transfers: VIR SEPA EMIS /A PLOMBERIE DUPONT /MOTIF FACTURE …
  /^VIR(?: SEPA)?(?: INST)? EMIS\b.*?\/A\s+(.+?)\s*\/MOTIF\b/i,
  /\bDE:\s*(.+?)\s+MOTIF:/i,
  // IN HDFC net banking: IB BILLPAY DR-HDFCB9-AIRTEL BROADBAND-6545…, IB TAX PAYMENT-GST-CPIN …
  /^IB BILLPAY (?:DR|CR)-[A-Z0-9]+-([^-]+)-/i,
  // UK NatWest fields: "4417 03NOV25 C , MERCHANT , TOWN GB" and "PAYEE , REF , DDR"
  /^\d{4}\s+\d{2}[A-Z]{3}\d{2}\s+(?:[A-Z]\s+)?,\s*(.+?)\s+,\s/i,
  /^([^,]+?)\s+,\s+[^,]*,\s*(?:DDR|BAC|BGC|FPI|FPO|DD|SO|STO)$/i,
];

/** Leading rail words and processor prefixes, removed repeatedly from the start. */
export const LEADING_NOISE: RegExp[] = [
  // US Bank: DEBIT PURCHASE RETURN -VISA …, ELECTRONIC DEPOSIT/WITHDRAWAL …, WEB AUTHORIZED PMT …,
  // ZELLE INSTANT PMT TO/FROM …, MOBILE BANKING TRANSFER WITHDRAWAL/DEPOSIT
  // UK HSBC: VIS (Visa card) and OBP (online bill payment) before the payee
  // AU Westpac: WITHDRAWAL ONLINE 1234567 BPAY …, WITHDRAWAL DIRECT DEBIT 123456 …, WITHDRAWAL-OSKO
  // PAYMENT 1234567 …, WITHDRAWAL MOBILE 1234567 PYMT TO …, DEPOSIT-OSKO PAYMENT …
  // ZA FNB: FNB App Payment To …, FNB OB Pmt …, Internet Pmt To …, Magtape Credit …, Payment Received …
  // IN SBI: DEBIT-ACHDr NACH-10-…, TO/BY TRANSFER-INB …
  // a French legal form printed before the name (SARL RELAIS …, SAS BOULANGERIE …)
  // (one pattern: these rails are tried once per round, not one by one)
  /^(?:(?:(?:(?:RECURRING )?DEBIT PURCHASE(?: RETURN)?\s*-?\s*VISA|ELECTRONIC (?:DEPOSIT|WITHDRAWAL|PAYMENT|CREDIT|DEBIT)|WEB AUTHORI[SZ]ED (?:PMT|PAYMENT)|ZELLE INSTANT (?:PMT|PAYMENT) (?:TO|FROM)|MOBILE BANKING (?:TRANSFER|PAYMENT)(?: (?:WITHDRAWAL|DEPOSIT))?)\b[\s:-]*)|(?:(?:WITHDRAWAL|DEPOSIT)(?:[\s-]+(?:ONLINE|DIRECT DEBIT|DIRECT CREDIT|MOBILE|OSKO PAYMENT|OSKO|INTERNET|BRANCH))*(?:\s+\d{5,})?(?:\s+(?:BPAY|PYMT TO|PYMT FROM|TO|FROM)\b)?[\s:-]*)|(?:(?:FNB App (?:Payment|Transfer) (?:To|From)|FNB OB Pmt|(?:Internet|Cellphone|Online) Pmt To|Magtape (?:Credit|Debit)|Payment Received|Scheduled Pmt To|Send Money)\b[\s:-]*)|(?:(?:DEBIT|CREDIT)-ACH\s?(?:Dr|Cr)\b\s*(?:NACH-\d+-)?)|(?:(?:TO|BY) TRANSFER-(?:INB|NEFT|IMPS|RTGS)?\b[\s*-]*)|(?:(?:SARL|SAS|SASU|EURL|SELARL)\s+(?=\S+\s)))/i,
  /^(?:VIS|OBP)\s+/,
  // business rails: Chase "Online Payment 123 To", SG "INWARD PAYNOW"/"IBG GIRO", AU "INTERNET BPAY",
  // "HICAPS", Lightspeed "LS ", IN "INWARD REMIT", ES "A SU FAVOR", "ABONO (LIQUIDACION) TPV", DE "GUTSCHR."
  /^(?:Online Payment(?: \d+)? To|INWARD PAYNOW|INWARD REMIT(?:TANCE)?|IBG GIRO|INTERNET BPAY|HICAPS|LS(?= )|A SU FAVOR|SU FAVOR|ABONO(?: LIQUIDACION)?(?: TPV)?|LIQUIDACION REMESA TPV|CARGO|GUTSCHR\.?|UEBERWEISUNG|REMBT|DIRECT DEBIT \d+|Loan Repayment)\b[\s:.-]*/i,
  // US Wells Fargo: RECURRING PAYMENT AUTHORIZED ON 09/30 …
  /^RECURRING PAYMENT AUTHORI[SZ]ED ON\b\s*/i,
  // UK contactless mark printed first (")))  SQ *SHOP TOWN"); AU CommBank "Transfer to other Bank NetBank …"
  /^\){2,}\s*/,
  /^Transfer to other Bank(?: NetBank)?\b\s*/i,
  // NZ: POS W/D … (Kiwibank), EFTPOS W/L … (ASB), AP (automatic payment), ANZ 4835-****-****-1234 Df …
  /^(?:POS W\/D|EFTPOS W\/L|EFTPOS DEBIT|ATM W\/D|AP(?: TO)?|LOAN REPAYMENT|\d{4}-[*\d]{4}-[*\d]{4}-\d{4}\s+(?:Df|Cr|C))\b\s*/i,
  // SG: NETS QR/DEBIT, PAYNOW-QR, GIRO -, DEBIT PURCHASE 18/09/25 xx-7126, FAST PAYMENT FROM
  /^(?:NETS(?: QR| DEBIT| FlashPay)?|PAYNOW(?:-QR| QR| TRANSFER(?: (?:FROM|TO))?)?|INCOMING PAYNOW|GIRO(?: -)?|FAST PAYMENT(?: (?:FROM|TO))?|DEBIT PURCHASE(?: \d{2}\/\d{2}\/\d{2,4})?(?: xx-\d{4})?|xx-\d{4})\b[\s:-]*/i,
  // UK: FASTER PAYMENTS RECEIPT REF.ABC FROM JOHN SMITH, BANK GIRO CREDIT REF ACME LTD SALARY,
  // REFUND FROM WAITROSE 4444 ON 05-06-2022 (the shop, whose category a refund keeps)
  /^(?:FASTER PAYMENTS? RECEIPT(?:\s+REF\.?\s*\S+)?\s+FROM|BANK GIRO CREDIT(?:\s+REF\.?)?|REFUND FROM)\b[\s:-]*/i,
  // US Zelle with a memo: Zelle payment from DANA WHITFIELD for "Concert tix"; Conf# …
  /^Zelle (?:payment|transfer) (?:from|to)\b\s*/i,
  /^(?:PURCHASE AUTHORI[SZ]ED ON|POS PURCHASE|POS DEBIT|DEBIT CARD PURCHASE|CARD PAYMENT TO|CARD PURCHASE(?: WITH PIN| RETURN)?|PAYMENT TO|BILL PAYMENT(?: TO)?|BILL PMT|DIRECT DEBIT(?: PAYMENT)?(?: TO)?|STANDING ORDER(?: TO)?)\b[\s:-]*/i,
  // CA: Interac purchase - 5098 …, Visa Debit purchase - 7127 …, Point of Sale - Interac RETAIL PURCHASE …
  /^(?:Point of Sale - Interac RETAIL PURCHASE|Point of Sale|Interac purchase|Visa Debit (?:purchase|refund)|Misc Payment|Pre-authori[sz]ed Payment|Online Banking payment|Federal Payment|Payroll Deposit|e-Transfer(?: - Autodeposit| sent)?)\b[\s:-]*(?:\d{4,}\s+)?/i,
  // IE: POS27JUN …, VDP-/VDC-/VDA- (Visa debit POS, contactless, ATM), D/D, SEPA CREDIT (TRANSFER), 365 ONLINE
  /^(?:POS\d{2}[A-Z]{3}\b|VD[PCA]-|D\/D\b|SEPA CREDIT(?: TRANSFER)?\b|CREDIT TRANSFER\b|365 ONLINE\b)[\s:-]*/i,
  // IT: PAGAMENTO POS …, PAGAMENTO PRESSO …, ADDEBITO SDD/DIRETTO/CARTA …, BONIFICO A VOSTRO FAVORE
  // DA|ORD. …, BONIFICO SEPA (DISPOSTO) A FAVORE DI …, PRELIEVO BANCOMAT, PAGOPA, F24 DELEGA, SATISPAY, STORNO
  /^(?:STORNO|PAGAMENTO (?:POS|PRESSO|PAGOPA|F24|BOLLETTINO|CARTA|MAV|RAV)|PAGAMENTO|PAGOPA|F24(?: DELEGA)?|ADDEBITO (?:SDD|DIRETTO|CARTA|RID|DIR)(?: CORE| B2B)?|ADDEBITO|ACCREDITO(?: STIPENDIO| EMOLUMENTI| PENSIONE)?|BONIFICO (?:(?:SEPA |ISTANTANEO |ISTANT\.? )?(?:DISPOSTO )?(?:A VOSTRO FAVORE|A FAVORE DI|A FAVORE|A VS\.? FAVORE|DA|A)|SEPA|ISTANTANEO)(?: (?:DA|ORD\.?|DI))?|BONIFICO|PRELIEVO (?:BANCOMAT|ATM|CARTA)|SATISPAY(?= )(?!\s+(?:DA|A)\s)|CARTA\s+\*?\d{4})\b[\s:.-]*/i,
  // CA: PREAUTHORIZED DEBIT …, ABM WITHDRAWAL, Send/Receive e-Transfer, INTERAC e-Transfer To:/From:
  /^(?:PRE-?AUTHORI[SZ]ED DEBIT|PREAUTHORI[SZ]ED PAYMENT|ONLINE BILL PAYMENT|ABM WITHDRAWAL|DEPOSIT|PAYROLL DEP(?:OSIT)?|(?:Send|Receive|INTERAC) e-Transfer(?: (?:To|From):?)?)\b[\s:.-]*/i,
  // ES (Sabadell/CaixaBank): TRANSACCION CONTACTLESS EN CONSUM …; NL wallets after BEA
  /^(?:TRANSACCION CONTACTLESS(?: EN)?|(?:Apple|Google|Samsung) Pay)\b[\s,:-]*/i,
  /^(?:POS|DEBIT|CREDIT|CARD|VISA|MASTERCARD|MC|DEBIT CARD|DBT CRD|CHECKCARD|CHECK CARD|PURCHASE|RECURRING|PAYMENT|ONLINE|CONTACTLESS)\b[\s:-]*/i,
  /^(?:DD|SO|BGC|FPI|FPO|BP|TFR|CHQ|DEB|CPT|BPAY|OSKO|EFTPOS|ME DC SI|POS DEBIT|BIL\/BPAY|BIL)\b[\s:/-]*/i,
  /^(?:SEPA-?)?(?:Lastschrift|Basislastschrift|Kartenzahlung|Kartenzahlung\/Debitkarte|Dauerauftrag|Echtzeitüberweisung|Überweisung|Ueberweisung|Gutschrift|Folgelastschrift|Erstlastschrift|Girocard|Debitkarte)\b(?:\s+(?:von|an|bei))?[\s:/-]*/i,
  /^(?:FACTURE CARTE(?: DU \d{6})?|AVOIR CARTE|PRLV|VIR|VIREMENT|PRELEVEMENT|PAIEMENT|ACHAT|CB|CARTE)\b(?:\s+(?:SEPA|INST|RECU|EMIS|PAR CARTE|CB|EN VOTRE FAVEUR|EN SA FAVEUR))*(?:\s+(?:DE|A|VERS)\b)?[\s:/-]*/i,
  /^(?:PAGO CON TARJETA(?: EN)?|PAGO MOVIL(?: EN)?|COMPRA INTERNET(?: EN)?|COMPRA EN|DEVOLUCION(?: TARJ\.?)?|COMPRA|COMPRA TARJ\.?|COMPRA TARJETA|PAGO|RECIBO|ADEUDO|TRANSFERENCIA|TRANSF\.?|BIZUM)\b(?:\s+(?:DE|A|EN|RECIBIDA|ENVIADA|EMITIDA)\b)?[\s:/-]*/i,
  /^(?:NR:\s*[A-Z0-9]+|Betaalautomaat|BEA|GEA|iDEAL|Betaalpas|pasnr\.?\s*\d+|Incasso|SEPA Incasso|SEPA Overboeking|Overboeking|Betaling|Pinbetaling|ACCEPTGIRO)\b[\s,:/-]*/i,
  /^(?:SEPA|INST|SCT|SDD)\b[\s:/-]*/i,
  /^CARTE\s+X?\d{4}\s+\d{2}\/\d{2}(?:\/\d{2,4})?\s*/i,
  /^TARJ\.?\s*[\dX*]{4,}\s*/i,
  /^V\d{4}\s+\d{2}\/\d{2}\s*/i,
  /^\d{2}[./]\d{2}(?:[./]\d{2,4})?\s+/,
  /^[X*]*\d{4,}\s+/i,
  // masked card numbers: 4XXXXXXXXXXX1234
  /^\d[\dX*]{7,}\d\s+/i,
  /^\d{1,2}[:.]\d{2}\s+/,
  /^DIRECT CREDIT\b[\s\d]*/i,
  /^(?:SQ|TST|SP|SUMUP|SumUp|CCV|ZTL|ZETTLE_?|IZ|IC|PP|PAYPAL|PYPL|PARENTPAY|GOOGLE|APPLE\.COM\/BILL|WWW)\s*\*\s*/i,
];

/** Trailing or inner noise: once one of these starts, the rest is not part of the name. */
export const CUT_AT: RegExp[] = [
  /\s+#\s*\d+/, // store number
  /,\s*PAS\s*\d+.*/i, // NL "Apotheek De Linde,PAS123": card number glued to the name
  /\s+POS DEBIT\b.*/i, // IN "POS 4XXX… APOLLO PHARMACIES POS DEBIT"
  /\s+(?:STORE|STR|NR|NO|FIL|FILIALE|REF|REFERENCE|ID|TRX|TXN|AUTH|CARD|PAS\d*|TERMINAL|TERM|KASSE)\b[.:#]?\s*[\dA-Z]*\d/i,
  /\s+\d{2}[./-]\d{2}(?:[./-]\d{2,4})?\b/, // dates
  /\s+\d{1,2}[:.h]\d{2}(?::\d{2})?\b/i, // times
  /\s+\d{4}-\d{2}-\d{2}/, // ISO dates
  /\s*\/\/.*/, // DE "REWE Markt GmbH//Berlin/DE"
  /\s+[X*]{2,}\d{2,}/i, // masked card numbers
  /\s+\d{3,}/, // store numbers, references
  /\s+(?=[A-Z]*\d)(?=\d*[A-Z])[A-Z0-9]{6,}\b/, // mixed letter-digit references (SR1QVP267J)
  /\s+(?:Mandat|Mandatsref|Gläubiger|Glaeubiger|Glaeubiger-ID|EREF|MREF|CRED|KREF|End-to-End|Kundennr|Vertrag|Rechnung|RG|FACTURE|FACT\.?|ECHEANCE|REF\.?|MOTIF|Omschrijving|Kenmerk|Machtiging|Factuur|Termijn|Periode|Referencia|REFERENCIA|Concepto|CONCEPTO)\b.*/i,
  /\s+(?:CO ID|INDN|PPD|CCD|WEB|TEL|ID):.*/i,
  /\s+(?:ICS|RUM)\s+[A-Z0-9-]{6,}.*/, // FR "PRLV SEPA GMF ASSURANCES ICS FR55ZZZ… RUM …": creditor and mandate ids
  /\s+(?:PPD|CCD|WEB) ID:.*/i, // Chase ACH "… PPD ID: 1310922120"
  // Chase ACH entry descriptions after the payee: "AEP OHIO WEB PMTS …", "COLUMBIA GAS OH EPAY …"
  /\s+(?:WEB PMTS?|WEB PAY|BILL PAY|E-?PAY|UTIL PAYMT|UTIL PMT|INS PREM|PATIENT PAY|ONLINE PMT)\b.*/i,
  /\s+ONLINE$/i, // "MARCUS THEATRES ONLINE": the web shop of the same merchant
  /\s*\*\s*[A-Z0-9]{4,}\b.*/i, // "AMZN Mktp US*2K4…": the part after * is an order reference
  /\s+(?:https?:\/\/|www\.)\S+/i,
  /\s+gosq\.com\b.*/i, // Square's help address after the seller
  /\s+TARJ\.?\s*:?\s*[*X\d]{4,}.*/i, // ES "… TARJ. :*7790"
  /,\s*CON LA TARJETA\b.*/i, // ES BBVA "COMPRA EN WALLAPOP, CON LA TARJETA : …"
  /\s+via\s+(?:Adyen|Mollie|Stripe|Buckaroo|MultiSafepay)\b.*/i, // NL iDEAL processors after the seller
  /\s+for\s+["“].*/i, // a payer's memo in quotes (Zelle)
  /\s+ON\s+\d{1,2}\s?[A-Z]{3}\b.*/, // UK Lloyds/Halifax "… ON 05SEP CPT" (card date and BCC/CLP/CPT)
  /\s+\){2,}.*/, // UK contactless mark ")))"
  /\s+CD\s+\d{4}\b.*/, // UK Lloyds "HOME BARGAINS CD 4417": the card's last four digits
  /\*{2}\d{4}\*?.*/, // "REVOLUT**4417*": a wallet top-up's card digits
  /,(?:[^,]*,)?\s*(?:Tarjeta|TARJ)\b.*/i, // ES Santander "Compra NAME, TOWN, Tarjeta 4940… , Comision 0,00"
  /,\s*\d+[.,]\d{2}\s+[A-Z]{3}\b.*/, // UK Santander "CARD PAYMENT TO BOOTHS,29.10 GBP, RATE …"
  /\s+\S+\s+NLD\s+Pasvolgnr\b.*/i, // NL ING "Boni Harderwijk NLD Pasvolgnr: …": city, country, card
  /\s+Pasvolgnr\b.*/i,
  /\s+(?:Kartenzahlung|girocard)\b.*/i, // DE rail word after the name ("POCO DORTMUND Kartenzahlung")
  /\s+(?:SEPA[- ])?(?:Basis)?Lastschrift\b.*/i, // DE "WOW TV SEPA-Lastschrift JAN Ref. …", "GOTHAER Lastschrift Mandat …"
  /\s+CARTE\s+\d[\dX*]{7,}.*/i, // FR "FACTURE CARTE DU 021025 … CARTE 4974XXXXXXXX2267"
  /\s+CB\*\d{4}.*/i, // FR "CARTE 09/09/25 GRAND FRAIS CB*2267"
  /-\d{1,2}:\d{2}\b.*/, // NZ Kiwibank "NEW WORLD THORNDON-08:37"
  /\s+SI\s+NG$/, // SG DBS "POS 12/03 … SI NG" (Singapore, SG)
  /\s+(?:SINGAPORE\s+)?SG$/, // SG "… SINGAPORE SG"
  /\s+(?:DD|D\/D|PAP|PAD)\b.*/, // UK/CA debit rail words after the payee ("ZOPA LTD DD …", "ROGERS PAP")
  // IT: "… DEL 12/03/2026 ORA 14:22 CARTA *1234", "… CARTA 1234", SDD mandate and bill references
  /\s+(?:DEL|ORA)\s+\d{1,2}[/:.]\d{2}.*/i,
  /\s+CARTA\s+\*?\d{4}.*/i,
  /\s+(?:CID|MANDATO|FATTURA|FATT\.?|BOLLETTA|POLIZZA|ESTRATTO CONTO|RIF\.?|CAUSALE|AVVISO|IUV|PROT\.?|TRN|CRO|DELEGA|ADDEBITO|CANONE|RATA|NUMERO|CODICE|TARI|IMU|TASI)\b.*/i,
  /\s+(?:FPO|FPI)\b.*/, // UK faster-payment mark after the payee ("J SMITH ROOFING FPO REF …")
  /\s+INV\s*\d.*/i, // an invoice number after the payee
  // business references after the payee: DE "RE 2026-082", "KD 4401", "Vertr.", "StNr", "Beitrag",
  // "VK 41…", "Mandant", ES "FRA 09080", "ALQ.", "LIQ.", SG "OTHR …", "UEN…", "CSN"
  /\s+(?:RE|KD|KD-NR|LV|VK|StNr|BetrNr|Mitgl|Rechnungsnr)\.?\s*[\d-].*/i,
  /\s+(?:Vertr\.?|USt-VA|Beitr(?:ag|aege|äge)\w*|Beitragsnachweis|Mandant|Lohnabrechnung|Abo)\b.*/i,
  /\s+(?:FRA|ALQ\.?|ALQUILER|LIQ\.?|IGUALA|SERVICIO|EXP|PAGO PROVEEDORES|CONCEPTO)\b.*/i,
  /\s+(?:OTHR|UEN\w*|CSN|POL)\b.*/i,
  /\s+N[º°o]\.?\s*(?=RECIBO\b|\d).*/i, // ES "… Nº RECIBO 1326…", "Nº 4471"
  /\s+(?:PAYOUT|SETTL(?:EMENT)?|AUSZAHLUNG|MERCHPAYMT|DEP)\b.*/i, // processor payout words
  // a consumer or account number after a bill payee ("… WATER BOARD CONSUMER 4410/11", "… ACC 8871")
  /\s+(?:CONSUMER|CUSTOMER|ACCOUNT|ACCT|ACC|A\/C|LOAN AC)\.?(?:\s*(?:NO|NR|NUMBER|#))?\.?\s*[A-Z/]*\d.*/i,
  /\s+Debit Order\b.*/i, // ZA FNB "TELKOM MOBILE 48812077 Debit Order"
];

/** Legal forms left off a clean name. */
export const LEGAL_SUFFIX =
  /[\s,]+(?:GmbH(?:\s*&?\s*Co\.?\s*KG)?|Aktiengesellschaft|PLLC|P\.L\.L\.C\.|AG|KG|e\.?\s?K\.?|e\.?V\.?|mbH|UG|Ltd\.?|Limited|PLC|LLC|L\.L\.C\.|Inc\.?|Corp\.?|Corporation|Pty\.?(?:\s+Ltd\.?)?|Pvt\.?(?:\s+Ltd\.?)?|Privat|Private Limited|S\.?A\.?S?\.?U?\.?|S\.?L\.?U?\.?|SARL|SAS|SASU|EURL|SNC|B\.?V\.?|N\.?V\.?|V\.?O\.?F\.?|S\.?p\.?A\.?|S\.?r\.?l\.?|SCA|SE|LLP|LP|PartG|Pte\.?(?:\s+Ltd\.?)?|DAC|Private Limi\w*|Pvt\.? Limi\w*|& Co\.? KG)$/i;

/** Trailing country codes and US/AU state codes after a city. */
export const TRAILING_PLACE =
  /\s+(?:(?:[A-Z]{2}\s+)?(?:USA?|GBR?|UK|DEU?|FRA?|ESP?|NLD?|IND?|AUS?|NZL?|SGP?|IE|IRL|BE|AT|CH|IT)|AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC|NSW|VIC|QLD|QL|SA|WA|TAS|ACT|NT|ON|QC|BC|AB|MB|SK|NS|NB|PE|NL)$/;

/** US states, Australian states and Canadian provinces: printed right after the city. */
export const STATE_CODE =
  /^(?:AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC|NSW|VIC|QLD|QL|SA|TAS|ACT|NT|ON|QC|BC|AB|MB|SK|NS|NB|PE|NL)$/;

/**
 * Direction words a bank prints before the payee ("BIZUM ENVIADO A …", "RECIBIDO DE …"), cut from
 * the shown name only: the dictionary reads brands from the first word, and a person's first name
 * (Marta) can be a brand's.
 */
export const MEMO_HEAD = /^(?:ENVIADO|ENVIADA|RECIBIDO|RECIBIDA)\s+(?:A|DE)\s+(?=\S)/i;

/**
 * Memo words after a payee, cut from the shown name only: the words stay in the text the
 * dictionary and the model read (TUITION, BROADBAND and CLAIM say what the row is).
 */
export const MEMO_TAIL: RegExp[] = [
  // a legal form inside the text ends the name: what follows is a town, a product or a reference
  // ("HILLSIDE TIMBER LTD LECKWITH", "HARBOUR LODGE PTY ROTTNEST ISLAND", "GARTENWELT GMBH CO KG")
  /\s+(?:GmbH|Ltd|Limited|Pty|Pvt|LLC|PLLC|Inc|B\.V\.|SARL|Aktiengesellschaft)(?=[\s,.]).*/i,
  // what a bill or transfer was for, printed after the payee in every language: the name ends there
  // ("TUCKAHOE MONTESSORI TUITION", "GEDLING BC C/TAX", "OHRA SCHADEVERZEKERINGEN PREMIE april",
  // "GIMNASIO OLIMPO … CUOTA DICIEMBRE", "Stadt Leipzig Elternbeitrag Kita", "BOOST MOBILE RECHARGE")
  /\s+(?:RESTAURATION SCOLAIRE|CANTINE|BELASTINGEN|BELASTING|OZB|AFVALSTOFFENHEFFING|RIOOLHEFFING|HONDENBELASTING|PERISCOLAIRE|ABONNEMENT|BONO MENSUAL|ABONO MENSUAL|ABONO ANUAL|STADTKASSE|GRUNDBESITZABGABEN|GRUNDSTEUER|DEUTSCHLANDTICKET|TUITION|GIVING|GIFT AID|SUBS|REMIT|SALARY|PAYROLL|MORTGAGE|C\/TAX|CTAX|CLAIM|RECHARGE|BROADBAND|REGO|ASSESSMENT|PREMIE|VOORSCHOT|CONTRIBUTIE|TERMIJNBEDRAG|AANSLAG|CUOTA|FACTURA|CONTRATO|POLIZA|PÓLIZA|SOCIO|NOMINA|ABSCHLAG|ELTERNBEITRAG|HUNDESTEUER|MITGLIEDSCHAFT|JAHRESBEITRAG|JAHRESKARTE|BEZUEGE|BEZÜGE|ERSTATTUNG|MENSUALITE|MENSUALITÉ|COTISATION)\b.*/i,
  // a billing month after the payee ("LEIPZIGER STADTWERKE ABSCHLAG Mai", "WATERBEDRIJF … december")
  /\s+(?:Januar|Februar|Maerz|März|Juni|Juli|Oktober|Dezember|januari|februari|maart|juni|juli|augustus|oktober|december|janvier|fevrier|février|avril|juin|juillet|aout|août|septembre|octobre|novembre|decembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)(?:\s+\d{2,4})?$/i,
];
